/** Base of the errors the time formatters throw for arguments they cannot format. */
export class TimeFormatError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** An instant that is not a valid date, or an ISO string without a UTC offset. */
export class InvalidInstantError extends TimeFormatError {}

/** A time-zone name the runtime's time-zone database does not know. */
export class InvalidTimeZoneError extends TimeFormatError {}

/** A duration that is negative, not a number, or infinite. */
export class InvalidDurationError extends TimeFormatError {}

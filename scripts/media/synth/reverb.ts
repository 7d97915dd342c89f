// Freeverb's tunings at 44.1 kHz; the right channel is offset to widen the image.
const COMB_DELAYS = [1116, 1188, 1277, 1356];
const ALLPASS_DELAYS = [556, 441];
const STEREO_SPREAD = 23;

class Comb {
  readonly #buffer: Float32Array;
  #index = 0;
  #filtered = 0;
  constructor(length: number) {
    this.#buffer = new Float32Array(length);
  }
  process(input: number, feedback: number, damping: number): number {
    const output = this.#buffer[this.#index] ?? 0;
    this.#filtered = output * (1 - damping) + this.#filtered * damping;
    this.#buffer[this.#index] = input + this.#filtered * feedback;
    this.#index = (this.#index + 1) % this.#buffer.length;
    return output;
  }
}

class Allpass {
  readonly #buffer: Float32Array;
  #index = 0;
  constructor(length: number) {
    this.#buffer = new Float32Array(length);
  }
  process(input: number): number {
    const delayed = this.#buffer[this.#index] ?? 0;
    this.#buffer[this.#index] = input + delayed * 0.5;
    this.#index = (this.#index + 1) % this.#buffer.length;
    return delayed - input;
  }
}

/** Adds a small hall's reverberation to one channel in place (a Schroeder reverb). */
export function addReverb(channel: Float32Array, sampleRate: number, offset: number, mix = 0.22): void {
  const scale = sampleRate / 44100;
  const combs = COMB_DELAYS.map((d) => new Comb(Math.round((d + offset) * scale)));
  const allpasses = ALLPASS_DELAYS.map((d) => new Allpass(Math.round((d + offset) * scale)));
  for (let i = 0; i < channel.length; i++) {
    const dry = channel[i] ?? 0;
    let wet = 0;
    for (const comb of combs) wet += comb.process(dry * 0.25, 0.8, 0.3);
    for (const allpass of allpasses) wet = allpass.process(wet);
    channel[i] = dry * (1 - mix) + wet * mix;
  }
}

/** Reverberates a stereo pair, offsetting the right channel's delays. */
export function addStereoReverb(left: Float32Array, right: Float32Array, sampleRate: number): void {
  addReverb(left, sampleRate, 0);
  addReverb(right, sampleRate, STEREO_SPREAD);
}

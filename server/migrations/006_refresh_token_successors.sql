-- The successor of each rotated refresh token, sealed, so that the same client's retry of a
-- refresh whose answer it never got (a stalled instance, a lost connection) can be answered
-- with that successor again instead of being taken for a stolen token's replay.
--
-- successor_sealed: the next token of the family as a compact JWE (A256GCM) whose key is an
-- HMAC of the rotated token under a key derived from SECRET_KEY (keyFor('refresh-successor')).
-- Opening it takes the rotated token, which is stored only as its SHA-256, and the secret,
-- which is not stored at all: the column holds no usable token. NULL for tokens not rotated
-- yet, and for those rotated before this migration (a replay of them revokes their family).

ALTER TABLE refresh_tokens ADD COLUMN successor_sealed TEXT;

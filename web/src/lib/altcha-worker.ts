/// <reference lib="webworker" />
// ALTCHA v1 proof of work: find n in [0, max] with sha256(salt + n) === challenge (hex).

interface SolveRequest {
  salt: string;
  challenge: string;
  max: number;
}

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  let out = '';
  for (const byte of new Uint8Array(buffer)) out += byte.toString(16).padStart(2, '0');
  return out;
}

self.onmessage = async (event: MessageEvent<SolveRequest>) => {
  const { salt, challenge, max } = event.data;
  const target = challenge.toLowerCase();
  for (let n = 0; n <= max; n += 1) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(salt + n));
    if (toHex(digest) === target) {
      self.postMessage({ number: n });
      return;
    }
  }
  self.postMessage({ number: null });
};

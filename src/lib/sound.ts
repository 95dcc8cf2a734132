/**
 * Short game sounds made with the Web Audio API (issue 13): a few tones with quick envelopes, no audio files. The
 * AudioContext exists only once `unlockSound` ran inside a user gesture (the browsers' autoplay rule); it is
 * suspended while the page is hidden.
 */
export type Cue = 'bet' | 'win' | 'loss' | 'reveal' | 'cashout';

interface Tone {
  /** Hz at the start and at the end of the note. */
  from: number;
  to: number;
  /** Seconds after the cue starts, and how long the note lasts. */
  at: number;
  length: number;
  wave: OscillatorType;
}

const CUES: Record<Cue, Tone[]> = {
  bet: [{ from: 520, to: 620, at: 0, length: 0.05, wave: 'triangle' }],
  reveal: [{ from: 900, to: 1200, at: 0, length: 0.06, wave: 'sine' }],
  win: [
    { from: 660, to: 660, at: 0, length: 0.08, wave: 'triangle' },
    { from: 880, to: 880, at: 0.08, length: 0.12, wave: 'triangle' },
  ],
  cashout: [
    { from: 784, to: 784, at: 0, length: 0.07, wave: 'sine' },
    { from: 1047, to: 1047, at: 0.07, length: 0.07, wave: 'sine' },
    { from: 1319, to: 1319, at: 0.14, length: 0.12, wave: 'sine' },
  ],
  loss: [{ from: 300, to: 170, at: 0, length: 0.18, wave: 'triangle' }],
};

/** Quiet: a cue sits under the page, never over the player's music or call. */
const VOLUME = 0.12;

let context: AudioContext | null = null;

/** Creates the AudioContext; call it from a click or a key press (later calls only resume it). */
export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  if (context) {
    if (!document.hidden) void context.resume();
    return;
  }
  context = new AudioContext();
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) void context?.suspend();
    else void context?.resume();
  });
}

/** Plays a cue at once, or nothing when no gesture unlocked the sound yet or the page is hidden. */
export function playTone(cue: Cue): void {
  const audio = context;
  if (audio?.state !== 'running' || document.hidden) return;
  const start = audio.currentTime;
  for (const tone of CUES[cue]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const from = start + tone.at;
    const end = from + tone.length;
    oscillator.type = tone.wave;
    oscillator.frequency.setValueAtTime(tone.from, from);
    oscillator.frequency.linearRampToValueAtTime(tone.to, end);
    // A 5 ms attack and an exponential release: no clicks at either end.
    gain.gain.setValueAtTime(0.0001, from);
    gain.gain.exponentialRampToValueAtTime(VOLUME, from + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(from);
    oscillator.stop(end + 0.02);
  }
}

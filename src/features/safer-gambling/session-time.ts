/** Elapsed seconds as h:mm:ss (the session clock and the reality check). */
export function sessionTime(elapsedS: number): string {
  const s = Math.max(0, Math.floor(elapsedS));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

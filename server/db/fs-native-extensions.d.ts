// The part of fs-native-extensions we use (the package ships no types).
declare module 'fs-native-extensions' {
  /** An exclusive (or `shared`) lock on the open file `fd`; false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}

/**
 * DEVELOPMENT ONLY. The private half of the committed mirror-list key pair (its public half is
 * DEV_MIRROR_PUBLIC_KEY in contract/mirror-list.ts). Anyone can read it, so it proves nothing: production refuses to
 * sign with it, and a production build sets VITE_MIRROR_PUBLIC_KEYS to the real public keys.
 */
export const DEV_MIRROR_SIGNING_KEY =
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgYcVSAwVkVORxzdkLM3ixOBNIh/s9adh0+ZXHs9Z3VRihRANCAATcuigu/g7/2r4r9SHwIAR7AOj7xVvqulPxU5qHUH9orX4QoXINzP36dm60cf1bpmaY8Emf5VSC7r/+PiKpX9i3';

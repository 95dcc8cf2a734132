import type { MirrorState } from '../../../contract/api/mirrors';
import { fromWorker } from './session';

/** The mirrors screen's actions (admin). */
export const loadMirrors = () => fromWorker((api) => api.mirrors());

export const createMirror = (input: { domain: string; sort: number }) => fromWorker((api) => api.createMirror(input));

export const setMirrorState = (id: number, state: MirrorState) => fromWorker((api) => api.setMirrorState(id, state));

export const loadMirrorKeys = () => fromWorker((api) => api.mirrorKeys());

export const generateMirrorKey = () => fromWorker((api) => api.generateMirrorKey());

export const promoteMirrorKey = (id: number) => fromWorker((api) => api.promoteMirrorKey(id));

export const retireMirrorKey = (id: number) => fromWorker((api) => api.retireMirrorKey(id));

import { fromWorker } from './session';

/** The support inbox's actions. */
export const loadConversations = () => fromWorker((api) => api.conversations());

export const loadConversation = (userId: number) => fromWorker((api) => api.conversation(userId));

export const answerPlayer = (userId: number, body: string) => fromWorker((api) => api.answerPlayer(userId, body));

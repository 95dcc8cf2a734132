import { SERVER_MARK_HEADER, SERVER_MARK_VALUE } from '../contract/mirror-list';

/** True when an answer comes from our server (not a block page or a parked look-alike). */
export const isOurs = (response: Response) => response.headers.get(SERVER_MARK_HEADER) === SERVER_MARK_VALUE;

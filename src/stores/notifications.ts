import { proxy } from 'valtio';
import { storeHook } from './store-hook';

/** Spec §9: notifications close after 3000 ms plus twice the 300 ms animation; width 300, top right. */
const NOTIFICATION_DURATION_MS = 3000;
const NOTIFICATION_SPEED_MS = 300;
export const notificationLifetime = (duration = NOTIFICATION_DURATION_MS) => duration + 2 * NOTIFICATION_SPEED_MS;

type NotificationKind = 'error' | 'success' | 'info';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  lines: string[];
  /** Milliseconds before it closes by itself; null keeps it until dismissed. */
  duration: number | null;
}

export const notificationsState = proxy<{ items: AppNotification[] }>({ items: [] });

let nextId = 1;

export function notify(notification: Omit<AppNotification, 'id' | 'duration'> & { duration?: number | null }): number {
  const id = nextId++;
  notificationsState.items.push({ duration: NOTIFICATION_DURATION_MS, ...notification, id });
  return id;
}

export function dismiss(id: number): void {
  const index = notificationsState.items.findIndex((n) => n.id === id);
  if (index >= 0) notificationsState.items.splice(index, 1);
}

const usenotificationsStateSnapshot = storeHook(notificationsState);
export const useNotifications = () => usenotificationsStateSnapshot().items;

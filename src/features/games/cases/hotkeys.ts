import { msg } from '@lingui/core/macro';
import type { HotkeyMap } from '../controls/hotkeys';

export const HOTKEYS: HotkeyMap = [{ code: 'Space', action: 'bet', label: msg`Open the case` }];

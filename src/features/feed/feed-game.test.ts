import { describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../i18n/catalogue.testing';
import { i18n } from '../../i18n/i18n';
import { feedGameName } from './feed-game';

const name = (game: string, detail: string | null = null) => feedGameName({ game, detail }, i18n);

describe('the game of a live feed row', () => {
  it('names every game as a player reads it, in English', () => {
    activateCatalogue('en');
    expect(name('dice')).toBe('Dice');
    expect(name('crash')).toBe('Crash');
    expect(name('rooms', 'red')).toBe('Rooms · red');
    expect(name('live', 'roulette')).toBe('Live roulette');
    expect(name('live', 'money-wheel')).toBe('Live money wheel');
    expect(name('slots', 'Lucky Sevens')).toBe('Lucky Sevens');
    expect(name('sports')).toBe('Sports');
  });

  it('in Russian and Kazakh too; a game this page does not know, as the server named it', () => {
    activateCatalogue('ru');
    expect(name('rooms', 'purple')).toBe('Комнаты · фиолетовая');
    expect(name('sports')).toBe('Спорт');
    activateCatalogue('kz');
    expect(name('live', 'roulette')).not.toBe('Live roulette');
    expect(name('a-new-game')).toBe('a-new-game');
  });
});

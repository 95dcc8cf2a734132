/**
 * Every text of the studio's game page, in the three languages a launch can ask for. The page is the provider's
 * app, not the site: it has no build and no Lingui, so its few texts live here; `page.ts` writes the shell's and
 * hands the script its language's as a JSON data block. `{name}` marks a value the script fills in.
 */
const EN = {
  title: 'Lucky Mirror Studio',
  balance: 'Balance',
  net: 'Session net',
  bonus: 'Bonus balance',
  stake: 'Stake',
  spin: 'Spin',
  demo: 'Demo: play money',
  real: 'Real money',
  info: 'RTP {rtp} % · hit frequency {hit} % · max win {max}× stake',
  useFreeSpin: 'Use free spin ({left} left)',
  freeSpinsPlayed: '{count} free spins played. ',
  freeSpin: 'Free spin: ',
  win: 'Win {amount}!',
  returned: 'Returned {amount}',
  noWin: 'No win',
  toBonus: ' Added to your bonus balance.',
  round: 'Round {id} · nonce {nonce} · server seed hash {hash}…',
  ended: 'This game session has ended',
  connectionFailed: 'The connection failed: try again',
  insufficientFunds: 'Not enough balance for this stake',
  wagerLimit: 'Your wager limit allows {amount} more',
  lossLimit: 'Your loss limit allows {amount} more',
  bonusMaxBet: 'While your bonus is wagered the maximum stake is {amount}',
  selfExcluded: 'You have excluded yourself from play',
  timeOut: 'You are taking a break from play',
  freeSpinUnavailable: 'This free-spins campaign cannot be played any more',
  spinUnsettled: 'The last spin is still being settled: try again in a moment',
  spinTooSoon: 'Wait for the last spin to end',
  refused: 'Spin refused ({code})',
};
export type StudioTexts = typeof EN;

const RU: StudioTexts = {
  title: 'Lucky Mirror Studio',
  balance: 'Баланс',
  net: 'Итог сессии',
  bonus: 'Бонусный баланс',
  stake: 'Ставка',
  spin: 'Крутить',
  demo: 'Демо: игровые деньги',
  real: 'Реальные деньги',
  info: 'RTP {rtp} % · частота выигрышей {hit} % · макс. выигрыш {max}× ставки',
  useFreeSpin: 'Бесплатное вращение (осталось: {left})',
  freeSpinsPlayed: 'Сыграно бесплатных вращений: {count}. ',
  freeSpin: 'Бесплатное вращение: ',
  win: 'Выигрыш {amount}!',
  returned: 'Возвращено {amount}',
  noWin: 'Без выигрыша',
  toBonus: ' Зачислено на бонусный баланс.',
  round: 'Раунд {id} · nonce {nonce} · хеш серверного сида {hash}…',
  ended: 'Эта игровая сессия завершена',
  connectionFailed: 'Нет соединения: попробуйте ещё раз',
  insufficientFunds: 'Недостаточно средств для этой ставки',
  wagerLimit: 'Ваш лимит ставок позволяет ещё {amount}',
  lossLimit: 'Ваш лимит проигрыша позволяет ещё {amount}',
  bonusMaxBet: 'Пока бонус отыгрывается, максимальная ставка {amount}',
  selfExcluded: 'Вы исключили себя из игры',
  timeOut: 'Вы взяли перерыв в игре',
  freeSpinUnavailable: 'Эту кампанию бесплатных вращений больше нельзя играть',
  spinUnsettled: 'Прошлое вращение ещё рассчитывается: попробуйте через мгновение',
  spinTooSoon: 'Дождитесь окончания прошлого вращения',
  refused: 'Вращение отклонено ({code})',
};

const KK: StudioTexts = {
  title: 'Lucky Mirror Studio',
  balance: 'Баланс',
  net: 'Сессия нәтижесі',
  bonus: 'Бонустық баланс',
  stake: 'Ставка',
  spin: 'Айналдыру',
  demo: 'Демо: ойын ақшасы',
  real: 'Нақты ақша',
  info: 'RTP {rtp} % · ұтыс жиілігі {hit} % · ең үлкен ұтыс: ставка × {max}',
  useFreeSpin: 'Тегін айналым (қалды: {left})',
  freeSpinsPlayed: 'Ойналған тегін айналымдар: {count}. ',
  freeSpin: 'Тегін айналым: ',
  win: 'Ұтыс {amount}!',
  returned: 'Қайтарылды {amount}',
  noWin: 'Ұтыс жоқ',
  toBonus: ' Бонустық балансқа қосылды.',
  round: 'Раунд {id} · nonce {nonce} · сервер сидінің хеші {hash}…',
  ended: 'Бұл ойын сессиясы аяқталды',
  connectionFailed: 'Байланыс үзілді: қайталап көріңіз',
  insufficientFunds: 'Бұл ставкаға қаражат жеткіліксіз',
  wagerLimit: 'Ставка лимитіңіз тағы {amount} мүмкіндік береді',
  lossLimit: 'Ұтылыс лимитіңіз тағы {amount} мүмкіндік береді',
  bonusMaxBet: 'Бонус ойналып жатқанда ең үлкен ставка {amount}',
  selfExcluded: 'Сіз өзіңізді ойыннан шеттеттіңіз',
  timeOut: 'Сіз ойыннан үзіліс алдыңыз',
  freeSpinUnavailable: 'Бұл тегін айналымдар науқанын енді ойнауға болмайды',
  spinUnsettled: 'Алдыңғы айналым әлі есептелуде: сәл кейін қайталаңыз',
  spinTooSoon: 'Алдыңғы айналымның аяқталуын күтіңіз',
  refused: 'Айналым қабылданбады ({code})',
};

/** The page's language for a session's (a launch says `kk`; the site's own name for Kazakh is `kz`); else English. */
export function studioLanguage(language: string | undefined): { lang: 'ru' | 'en' | 'kk'; texts: StudioTexts } {
  if (language === 'ru') return { lang: 'ru', texts: RU };
  if (language === 'kk' || language === 'kz') return { lang: 'kk', texts: KK };
  return { lang: 'en', texts: EN };
}

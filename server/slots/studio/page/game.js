// Lucky Mirror Studio's game page: plain script, no build. It talks only to the studio's own routes on this host
// (the session in the address is the capability). UKGC rules: no autoplay, every spin lasts at least min_spin_ms
// from the press (no turbo, no slam-stop: the button stays disabled and nothing skips the wait), a win not larger
// than the stake is not celebrated, and the session's net position is always shown.
const { state: stateUrl, spin: spinUrl } = document.body.dataset;
const $ = (id) => document.getElementById(id);
// The session's language, written by the server (server/slots/studio/texts.ts): a data block, never executed.
const { locale, digits, texts } = JSON.parse($('page-texts').textContent);
/** The text `key` in the session's language, its `{name}` marks filled from `values`. */
const say = (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
const number = (value, fraction) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(value);
const SYMBOLS = {
  W: 'WILD',
  S: 'SCAT',
  crown: '👑',
  gem: '💎',
  bell: '🔔',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  dragon: '🐉',
  tiger: '🐯',
  koi: '🐟',
  lotus: '🪷',
  7: '7',
  BAR3: '≡',
  BAR2: '=',
  BAR1: '−',
  CH: '🍒',
  '-': ' ',
};
let state = null;
let stake = null;
let spinning = false;

/** Minor units as a decimal string ("-1234" → "-12.34"): Intl reads it as it is, so no float rounds it. */
function decimal(minor) {
  const value = BigInt(minor);
  const figures = (value < 0n ? -value : value).toString().padStart(digits + 1, '0');
  const whole = figures.slice(0, figures.length - digits);
  return `${value < 0n ? '-' : ''}${whole}${digits > 0 ? `.${figures.slice(-digits)}` : ''}`;
}
/** Minor units as an amount of the session's currency, in its language (`signed`: a gain shows its plus). */
const money = (minor, signDisplay = 'auto') =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: state.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay,
  }).format(decimal(minor));
const signed = (minor) => money(minor, 'exceptZero');

function drawGrid(grid) {
  const reels = $('reels');
  reels.style.setProperty('--reels', String(state.game.reels));
  reels.replaceChildren(
    ...grid.map((reel) => {
      const column = document.createElement('div');
      column.className = 'reel';
      for (const symbol of reel) {
        const cell = document.createElement('div');
        cell.className = `cell s-${symbol.replace(/[^a-zA-Z0-9]/g, '_')}`;
        cell.textContent = SYMBOLS[symbol] ?? symbol;
        column.append(cell);
      }
      return column;
    }),
  );
}

function randomGrid() {
  const pick = () => state.game.symbols[Math.floor(Math.random() * state.game.symbols.length)];
  return Array.from({ length: state.game.reels }, () => Array.from({ length: state.game.rows }, pick));
}

function showBalance(balance, net, bonus) {
  $('balance').textContent = money(balance);
  $('net').textContent = signed(net);
  $('net').dataset.sign = Math.sign(Number(net)).toString();
  // The bonus balance shows once there is one, or a free spin that can land there.
  $('bonus').textContent = money(bonus);
  $('bonus-meter').hidden = BigInt(bonus) === 0n && state.free_spins.length === 0;
}

/** "Use free spin (N left)" for the campaign that expires first; none when the player has no usable campaign. */
function drawFreeSpins() {
  const campaign = state.free_spins[0];
  const button = $('free-spin');
  button.hidden = !campaign;
  if (campaign) button.textContent = say('useFreeSpin', { left: campaign.spins_left });
}

/** The page's own text for each refusal code (the server's and the casino's English words are not shown). */
const REFUSALS = {
  connection_failed: 'connectionFailed',
  session_expired: 'ended',
  session_not_found: 'ended',
  spin_unsettled: 'spinUnsettled',
  spin_too_soon: 'spinTooSoon',
  insufficient_funds: 'insufficientFunds',
  wager_limit_reached: 'wagerLimit',
  loss_limit_reached: 'lossLimit',
  bonus_max_bet: 'bonusMaxBet',
  self_excluded: 'selfExcluded',
  time_out: 'timeOut',
  free_bet_unavailable: 'freeSpinUnavailable',
};

/** The text of a refusal in the page's language: by its code, with the amount the reason names (`50.00 RUB`). */
function refusalText(failure) {
  const line = failure.errors?.stake?.[0] ?? failure.errors?.free_spins_id?.[0] ?? null;
  const code = line?.split(':')[0] ?? failure.code ?? 'error';
  const key = REFUSALS[code];
  const named = /(\d+)(?:\.(\d+))? [A-Z]{3}\b/.exec(line ?? '');
  if (key && (!texts[key].includes('{amount}') || named)) {
    const minor = named ? `${named[1]}${(named[2] ?? '').padEnd(digits, '0').slice(0, digits)}` : '0';
    return say(key, { amount: money(minor) });
  }
  return say('refused', { code });
}

function setBusy(busy) {
  spinning = busy;
  $('spin').disabled = busy;
  $('free-spin').disabled = busy;
}

function drawStakes() {
  $('stakes').replaceChildren(
    ...state.stakes.map((value) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = money(value);
      button.setAttribute('aria-pressed', String(value === stake));
      button.addEventListener('click', () => {
        stake = value;
        drawStakes();
      });
      return button;
    }),
  );
}

async function spin(campaign) {
  if (spinning) return;
  setBusy(true);
  $('result').textContent = '';
  $('result').className = '';
  const started = Date.now();
  const shuffle = setInterval(() => drawGrid(randomGrid()), 90);
  let answer;
  let failure = null;
  try {
    const body = campaign ? { stake: campaign.stake, free_spins_id: campaign.id } : { stake };
    const res = await fetch(spinUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    answer = await res.json();
    if (!res.ok) failure = answer;
  } catch {
    failure = { code: 'connection_failed' };
  }
  const answered = Date.now();
  // The spin lasts at least min_spin_ms whatever the answer's speed.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, state.min_spin_ms - (answered - started))));
  clearInterval(shuffle);
  if (failure) {
    drawGrid(state.lastGrid ?? randomGrid());
    $('result').textContent = refusalText(failure);
    $('result').className = 'refused';
  } else {
    const { round, balance, bonus_balance: bonus, net } = answer.data;
    state.lastGrid = round.spin.grid;
    drawGrid(round.spin.grid);
    const win = BigInt(round.win);
    const staked = BigInt(round.stake);
    const free = round.free_spins_id !== null;
    if (free) {
      const left = state.free_spins.find((c) => c.id === round.free_spins_id);
      if (left) left.spins_left -= 1;
      state.free_spins = state.free_spins.filter((c) => c.spins_left > 0);
      drawFreeSpins();
    }
    showBalance(balance, net, bonus);
    if (round.free_spins.length > 0)
      $('result').textContent = say('freeSpinsPlayed', { count: round.free_spins.length });
    if (free) $('result').textContent += say('freeSpin');
    if (win > staked) {
      $('result').textContent += say('win', { amount: money(round.win) });
      $('result').className = 'celebrate';
    } else if (win > 0n) {
      // Not a win over the stake: said plainly, never celebrated.
      $('result').textContent += say('returned', { amount: money(round.win) });
      $('result').className = 'plain';
    } else {
      $('result').textContent += say('noWin');
      $('result').className = 'plain';
    }
    if (free && win > 0n) $('result').textContent += say('toBonus');
    $('round').textContent = say('round', {
      id: round.id,
      nonce: round.nonce,
      hash: round.server_seed_hash.slice(0, 16),
    });
    // The casino's page updates its own balance through its worker: only a signal crosses the frame.
    if (state.mode === 'real') window.parent.postMessage({ type: 'lucky-studio:round-landed' }, '*');
  }
  // The server takes the next spin min_spin_ms after it wrote this one: counted from the answer, the next press is
  // never early (the reels above stopped min_spin_ms after the press).
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, state.min_spin_ms - (Date.now() - answered))));
  setBusy(false);
}

async function start() {
  const res = await fetch(stateUrl);
  if (!res.ok) {
    $('title').textContent = say('ended');
    return;
  }
  state = (await res.json()).data;
  stake = state.stakes[0];
  $('title').textContent = state.game.title;
  $('mode').textContent = say(state.mode === 'demo' ? 'demo' : 'real');
  $('info').textContent = say('info', {
    rtp: number(Number(state.game.rtp), 2),
    hit: number(Number(state.game.hit_frequency), 2),
    max: state.game.max_win.toLocaleString(locale),
  });
  showBalance(state.balance, state.net, state.bonus_balance);
  drawStakes();
  drawFreeSpins();
  drawGrid(randomGrid());
  setBusy(false);
  $('spin').addEventListener('click', () => spin(null));
  $('free-spin').addEventListener('click', () => spin(state.free_spins[0]));
  document.body.dataset.ready = 'true';
}

start();

// Lucky Mirror Studio's game page: plain script, no build. It talks only to the studio's own routes on this host
// (the session in the address is the capability). UKGC rules: no autoplay, every spin lasts at least min_spin_ms
// from the press (no turbo, no slam-stop: the button stays disabled and nothing skips the wait), a win not larger
// than the stake is not celebrated, and the session's net position is always shown.
const { state: stateUrl, spin: spinUrl } = document.body.dataset;
const $ = (id) => document.getElementById(id);
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

const money = (minor) => `${(Number(minor) / 100).toFixed(2)} ${state.currency}`;
const signed = (minor) => `${Number(minor) > 0 ? '+' : ''}${money(minor)}`;

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

function showBalance(balance, net) {
  $('balance').textContent = money(balance);
  $('net').textContent = signed(net);
  $('net').dataset.sign = Math.sign(Number(net)).toString();
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

async function spin() {
  if (spinning) return;
  spinning = true;
  $('spin').disabled = true;
  $('result').textContent = '';
  $('result').className = '';
  const started = Date.now();
  const shuffle = setInterval(() => drawGrid(randomGrid()), 90);
  let answer;
  let failure = null;
  try {
    const res = await fetch(spinUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ stake }),
    });
    answer = await res.json();
    if (!res.ok) failure = answer;
  } catch {
    failure = { message: 'network' };
  }
  // The spin lasts at least min_spin_ms whatever the answer's speed.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, state.min_spin_ms - (Date.now() - started))));
  clearInterval(shuffle);
  if (failure) {
    drawGrid(state.lastGrid ?? randomGrid());
    const code = failure.errors?.stake?.[0]?.split(':')[0] ?? failure.code ?? 'error';
    $('result').textContent =
      code === 'insufficient_funds' ? 'Not enough balance for this stake' : `Spin refused (${code})`;
    $('result').className = 'refused';
  } else {
    const { round, balance, net } = answer.data;
    state.lastGrid = round.spin.grid;
    drawGrid(round.spin.grid);
    showBalance(balance, net);
    const win = BigInt(round.win);
    const staked = BigInt(round.stake);
    if (round.free_spins.length > 0) $('result').textContent = `${round.free_spins.length} free spins played. `;
    if (win > staked) {
      $('result').textContent += `Win ${money(round.win)}!`;
      $('result').className = 'celebrate';
    } else if (win > 0n) {
      // Not a win over the stake: said plainly, never celebrated.
      $('result').textContent += `Returned ${money(round.win)}`;
      $('result').className = 'plain';
    } else {
      $('result').textContent += 'No win';
      $('result').className = 'plain';
    }
    $('round').textContent =
      `Round ${round.id} · nonce ${round.nonce} · server seed hash ${round.server_seed_hash.slice(0, 16)}…`;
    // The casino's page updates its own balance through its worker: only a signal crosses the frame.
    if (state.mode === 'real') window.parent.postMessage({ type: 'lucky-studio:round-landed' }, '*');
  }
  spinning = false;
  $('spin').disabled = false;
}

async function start() {
  const res = await fetch(stateUrl);
  if (!res.ok) {
    $('title').textContent = 'This game session has ended';
    return;
  }
  state = (await res.json()).data;
  stake = state.stakes[0];
  $('title').textContent = state.game.title;
  $('mode').textContent = state.mode === 'demo' ? 'Demo: play money' : 'Real money';
  $('rtp').textContent = `RTP ${state.game.rtp} %`;
  showBalance(state.balance, state.net);
  drawStakes();
  drawGrid(randomGrid());
  $('spin').disabled = false;
  $('spin').addEventListener('click', spin);
  document.body.dataset.ready = 'true';
}

start();

import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatBust } from '../../../../contract/fairness/crash';
import { crashState } from '../../../stores/crash';
import { useReducedMotion } from '../use-reduced-motion';
import styles from './Crash.module.css';
import { type CrashFrame, chartScale, curvePoints, frameAt, serverNow } from './curve';
import { useCrashFrame } from './use-crash-frame';

const COLORS = { running: '#3dd68c', busted: '#ff5566', grid: 'rgba(255,255,255,0.08)', fill: 0.16 };

/** Draws the frame's curve on the canvas, sized to its box in device pixels. */
function draw(canvas: HTMLCanvasElement, frame: CrashFrame) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const pad = 8;
  const w = width - 2 * pad;
  const h = height - 2 * pad;
  // The grid: a line per whole multiplier step of the scale.
  const { maxMultiplier } = chartScale(frame.elapsedMs, frame.multiplier);
  context.strokeStyle = COLORS.grid;
  context.lineWidth = 1;
  const step = Math.max(50, Math.ceil((maxMultiplier - 100) / 4 / 50) * 50);
  for (let m = 100 + step; m < maxMultiplier; m += step) {
    const y = pad + h - ((m - 100) / (maxMultiplier - 100)) * h;
    context.beginPath();
    context.moveTo(pad, y);
    context.lineTo(pad + w, y);
    context.stroke();
  }
  if (frame.phase !== 'running' && frame.phase !== 'busted') return;
  const points = curvePoints(frame.elapsedMs, frame.multiplier, w, h);
  const color = frame.phase === 'busted' ? COLORS.busted : COLORS.running;
  context.beginPath();
  context.moveTo(pad, pad + h);
  for (const [x, y] of points) context.lineTo(pad + x, pad + y);
  const last = points[points.length - 1] ?? [0, h];
  context.lineTo(pad + last[0], pad + h);
  context.closePath();
  context.globalAlpha = COLORS.fill;
  context.fillStyle = color;
  context.fill();
  context.globalAlpha = 1;
  context.beginPath();
  for (const [index, [x, y]] of points.entries()) {
    if (index === 0) context.moveTo(pad + x, pad + y);
    else context.lineTo(pad + x, pad + y);
  }
  context.strokeStyle = color;
  context.lineWidth = 4;
  context.lineCap = 'round';
  context.stroke();
}

/**
 * The round on the stage: the curve on a canvas at the screen's frame rate (requestAnimationFrame, the multiplier
 * interpolated from server time between the 10 Hz ticks), the multiplier, the betting countdown and the bust once the
 * server says it. With reduced motion: the number only, no curve and no animation.
 */
export function CrashStage() {
  const { t } = useLingui();
  const reduced = useReducedMotion();
  const frame = useCrashFrame();
  const canvas = useRef<HTMLCanvasElement>(null);
  const number = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (reduced) return;
    let handle = 0;
    const paint = () => {
      const now = frameAt(crashState, serverNow(crashState.offsetMs));
      if (canvas.current) draw(canvas.current, now);
      // The number follows the curve between React's renders.
      if (number.current && now.phase === 'running') number.current.textContent = `${formatBust(now.multiplier)}×`;
      handle = requestAnimationFrame(paint);
    };
    handle = requestAnimationFrame(paint);
    return () => cancelAnimationFrame(handle);
  }, [reduced]);

  const seconds = (frame.countdownMs / 1000).toFixed(1);
  // What a screen reader hears: each phase once, never the running number.
  const announcement =
    frame.phase === 'betting'
      ? t`Betting is open`
      : frame.phase === 'running'
        ? t`The round is running`
        : frame.phase === 'busted'
          ? t`Crashed at ${formatBust(frame.multiplier)}×`
          : '';

  return (
    <div className={styles.board} data-phase={frame.phase}>
      {!reduced && (
        <div className={styles.canvas} aria-hidden="true">
          <canvas ref={canvas} />
        </div>
      )}
      <div className={styles.readout}>
        {frame.phase === 'busted' && <p className={styles.bustLabel}>{t`Crashed`}</p>}
        {/* A new element each phase: while running (with motion) the frame loop writes its text, not React. */}
        <p
          key={frame.phase}
          ref={number}
          className={styles.multiplier}
          data-testid="crash-multiplier"
          data-phase={frame.phase}
        >
          {frame.phase === 'waiting'
            ? '—'
            : frame.phase === 'running' && !reduced
              ? null
              : `${formatBust(frame.multiplier)}×`}
        </p>
        <p className={styles.countdown} data-testid="crash-countdown">
          {frame.countdownMs > 0
            ? t`Round starts in ${seconds} s`
            : frame.phase === 'busted'
              ? t`Next round soon`
              : frame.phase === 'waiting'
                ? t`Waiting for the round…`
                : ''}
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useRecipeScale } from "@/components/ingredients/recipe-scale";
import { TimerIcon } from "@/components/ui/icons";
import { fill } from "./message-text";
import { clockText, durationsIn, ingredientsForStep } from "./step-timers";

type Timer = { id: number; label: string; endsAt: number; done: boolean };

/** A short beep through Web Audio (no file to load); silent where audio is not allowed yet. */
function ring() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 1.2);
  } catch {
    // No audio: the visual alarm still shows.
  }
}

/** Keeps the screen on while cook mode is open, and again after the tab comes back into view. */
function useWakeLock() {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let gone = false;
    const take = async () => {
      if (gone || document.visibilityState !== "visible" || !("wakeLock" in navigator)) return;
      const taken = await navigator.wakeLock.request("screen").catch(() => null);
      // Closed while the browser was deciding: let the screen sleep again at once.
      if (gone) void taken?.release().catch(() => undefined);
      else lock = taken;
    };
    void take();
    document.addEventListener("visibilitychange", take);
    return () => {
      gone = true;
      document.removeEventListener("visibilitychange", take);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}

/** The full-screen cook mode itself: loaded when a cook opens it (components/meals/cook-mode.tsx). */
export default function CookModeScreen({ name, onClose }: { name: string; onClose: () => void }) {
  const scale = useRecipeScale()!;
  const [index, setIndex] = useState(0);
  const [timers, setTimers] = useState<Timer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const touchX = useRef<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = scale.steps;
  const text = scale.text.cookMode;
  const step = steps[index] ?? "";
  useWakeLock();

  const go = (to: number) => setIndex(Math.min(steps.length - 1, Math.max(0, to)));
  useEffect(() => heading.current?.focus(), [index]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") setIndex((at) => Math.min(steps.length - 1, at + 1));
      if (event.key === "ArrowLeft") setIndex((at) => Math.max(0, at - 1));
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [steps.length, onClose]);
  useEffect(() => {
    if (!timers.some((timer) => !timer.done)) return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      setTimers((list) => {
        if (!list.some((timer) => !timer.done && timer.endsAt <= at)) return list;
        ring();
        return list.map((timer) => (!timer.done && timer.endsAt <= at ? { ...timer, done: true } : timer));
      });
    }, 250);
    return () => clearInterval(tick);
  }, [timers]);

  const start = (label: string, seconds: number) => {
    const at = Date.now();
    setNow(at);
    setTimers((list) => [...list, { id: at + list.length, label, endsAt: at + seconds * 1000, done: false }]);
  };

  // The step's text with every duration as a timer button.
  const parts: ReactNode[] = [];
  let last = 0;
  for (const duration of durationsIn(step)) {
    parts.push(step.slice(last, duration.start));
    parts.push(
      <button key={duration.start} type="button" className="cook-mode__timer-button" onClick={() => start(fill(text.timerLabel, { number: index + 1, time: duration.text }), duration.seconds)}>
        <TimerIcon />
        {duration.text}
        <span className="visually-hidden"> — {text.startTimer}</span>
      </button>,
    );
    last = duration.end;
  }
  parts.push(step.slice(last));
  const used = ingredientsForStep(step, scale.shown);

  return (
    <div
      className="cook-mode"
      role="dialog"
      aria-modal="true"
      aria-label={fill(text.dialog, { name })}
      onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const startX = touchX.current;
        const endX = event.changedTouches[0]?.clientX;
        if (startX !== null && endX !== undefined && Math.abs(endX - startX) > 60) go(index + (endX < startX ? 1 : -1));
        touchX.current = null;
      }}
    >
      <div className="cook-mode__bar">
        <h2 ref={heading} tabIndex={-1}>
          {fill(text.step, { number: index + 1, count: steps.length })}
        </h2>
        <button type="button" className="kitchen-button" onClick={onClose}>
          {text.close}
        </button>
      </div>
      {timers.length > 0 ? (
        <ul className="cook-mode__timers" aria-label={text.timers}>
          {timers.map((timer) => (
            <li key={timer.id} className={timer.done ? "cook-mode__timer cook-mode__timer--done" : "cook-mode__timer"}>
              {timer.done ? <span role="alert">{fill(text.timesUp, { label: timer.label })}</span> : `${timer.label}: ${clockText((timer.endsAt - now) / 1000)}`}
              <button type="button" className="kitchen-button" onClick={() => setTimers((list) => list.filter((other) => other.id !== timer.id))}>
                {timer.done ? text.stop : text.cancel}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="cook-mode__step">{parts}</p>
      {used.length > 0 ? (
        <>
          <h3>{text.youNeed}</h3>
          <ul className="cook-mode__ingredients">
            {used.map((line, at) => (
              <li key={at}>{line.text}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="cook-mode__nav">
        <button type="button" className="kitchen-button" disabled={index === 0} onClick={() => go(index - 1)}>
          {text.previous}
        </button>
        <button type="button" className="kitchen-button" disabled={index === steps.length - 1} onClick={() => go(index + 1)}>
          {text.next}
        </button>
      </div>
    </div>
  );
}

import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState, type CSSProperties } from "react";
import { LOADING_BAR } from "./constants";

type Phase = "idle" | "loading" | "done";

/**
 * The route-change loading bar: appears only when loading lasts over 200 ms,
 * creeps towards the end over 2 s, fills when loading ends, fades 500 ms later and is reset
 * (gone, back at zero) 400 ms after that; 3 px high.
 */
export function LoadingBar() {
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === "pending" });
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => setPhase("loading"), LOADING_BAR.throttleMs);
      return () => window.clearTimeout(timer);
    }
    let reset: number | undefined;
    const timer = window.setTimeout(() => {
      setPhase((current) => (current === "loading" ? "done" : current));
      reset = window.setTimeout(() => setPhase("idle"), LOADING_BAR.hideDelayMs + LOADING_BAR.resetMs);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      if (reset !== undefined) window.clearTimeout(reset);
    };
  }, [loading]);

  if (phase === "idle") return null;
  const style = {
    "--loading-bar-height": `${String(LOADING_BAR.heightPx)}px`,
    "--loading-bar-duration": `${String(LOADING_BAR.durationMs)}ms`,
    "--loading-bar-hide-delay": `${String(LOADING_BAR.hideDelayMs)}ms`,
  } as CSSProperties;
  return <div className={`loading-bar loading-bar--${phase}`} aria-hidden="true" style={style} />;
}

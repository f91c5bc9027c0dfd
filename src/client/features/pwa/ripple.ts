import { RIPPLE_MS } from "./constants";

/**
 * Material-style ripple (0.4 s) on every `.button` and `.ripple` element: one
 * document listener instead of a wrapper around each button. Honours reduced motion.
 */
export function installRipple(root: Document = document): () => void {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const onPointerDown = (event: PointerEvent) => {
    if (reduced.matches || !(event.target instanceof Element)) return;
    const host = event.target.closest<HTMLElement>(".button, .ripple");
    if (!host || (host instanceof HTMLButtonElement && host.disabled)) return;
    const rect = host.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const wave = root.createElement("span");
    wave.className = "ripple__wave";
    wave.style.width = wave.style.height = `${String(size)}px`;
    wave.style.left = `${String(event.clientX - rect.left - size / 2)}px`;
    wave.style.top = `${String(event.clientY - rect.top - size / 2)}px`;
    wave.style.animationDuration = `${String(RIPPLE_MS)}ms`;
    host.appendChild(wave);
    window.setTimeout(() => wave.remove(), RIPPLE_MS + 50);
  };
  root.addEventListener("pointerdown", onPointerDown);
  return () => root.removeEventListener("pointerdown", onPointerDown);
}

/** Whether the person asked their system for less motion: things then change in place instead of sliding. */
export const prefersStillness = (): boolean => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

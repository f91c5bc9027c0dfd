import { useState } from "react";

/** True from the first render where `condition` holds, and for good after (a part that stays mounted once needed). */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}

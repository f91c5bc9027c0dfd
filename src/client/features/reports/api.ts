import { mutationOptions } from "@tanstack/react-query";
import type { ReportInput } from "../../../shared/contract/reports";
import type { Locale } from "../../../shared/locales";
import { apiSend } from "../../lib/api";

// The answer's schema loads with the call, not with the page (lib/api.ts).
const reportsContract = () => import("../../../shared/contract/reports");

/** A report changes nothing the reporter reads: the team sees it; the answer says it was received. */
export function reportMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (input: ReportInput) =>
      apiSend("POST", "/v1/reports", input, () => reportsContract().then((m) => m.reportResponseSchema), { locale }),
  });
}

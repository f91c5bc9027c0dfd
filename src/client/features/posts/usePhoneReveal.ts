import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api";
import { currentCountryQuery } from "../../api/auth";
import { useLocale } from "../../lib/useLocale";
import { revealPhone } from "../../api/posts";
import type { ShownPhone } from "./phone-display";

// The formatter's metadata and the device store load with the first reveal, not with the ad.
const phoneDisplay = () => import("./phone-display");
const revealedPhones = () => import("../../lib/revealed-phones");

export interface PhoneReveal {
  phone: ShownPhone | null;
  /** Shown from this device's copy: there was no network to ask. */
  fromDevice: boolean;
  busy: boolean;
  failure: string | null;
  reveal: () => Promise<void>;
}

/**
 * «Показать телефон»: asked of the server (which counts it) and kept on the device; without a network
 * the kept copy is shown, and a phone never revealed here says it needs a connection.
 */
export function usePhoneReveal(postId: number): PhoneReveal {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<ShownPhone | null>(null);
  const [fromDevice, setFromDevice] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const show = async (number: string, kept: boolean) => {
    // The viewer's own country reads its numbers nationally; unknown (offline, first visit) is the default one.
    const country = await queryClient.query({ ...currentCountryQuery(locale), retry: false }).then(
      (answer) => answer.countryCode,
      () => null,
    );
    setPhone((await phoneDisplay()).phoneForDisplay(number, country));
    setFromDevice(kept);
  };

  const fromThisDevice = async (): Promise<boolean> => {
    const kept = await (await revealedPhones()).rememberedPhone(postId);
    if (kept) await show(kept, true);
    return kept !== null;
  };

  const ask = async () => {
    try {
      const number = (await revealPhone(locale, postId)).data.phone;
      await (await revealedPhones()).rememberPhone(postId, number);
      await show(number, false);
    } catch (error) {
      // The ad is gone or its contacts are closed: the server's word stands, the kept copy goes.
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        await (await revealedPhones()).forgetPhone(postId);
        setFailure(error.message);
      } else if (!(await fromThisDevice())) {
        setFailure(
          error instanceof ApiError
            ? error.message
            : t`Нет связи. Телефон можно будет показать, когда появится интернет.`,
        );
      }
    }
  };

  const reveal = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (navigator.onLine) await ask();
      else if (!(await fromThisDevice()))
        setFailure(t`Нет связи. Телефон можно будет показать, когда появится интернет.`);
    } finally {
      setBusy(false);
    }
  };

  return { phone, fromDevice, busy, failure, reveal };
}

import { MyPayments } from "../../features/money/MyPayments";
import { ProfileSection } from "../../entities/ProfileSection";

/** /profile/payments: the subscription, the ads' promotions with their end dates, and the receipts. */
export function PaymentsPage() {
  return (
    <ProfileSection current="payments">
      <MyPayments />
    </ProfileSection>
  );
}

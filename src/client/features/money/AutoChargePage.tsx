import { PageFrame } from "../pages";

// Being built: the page's own content (it gets the URL's MoneySearch) replaces the frame.
export default function AutoChargePage() {
  return <PageFrame />;
}

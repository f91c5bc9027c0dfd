export { BannerSlot } from "./BannerSlot";

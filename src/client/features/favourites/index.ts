export { LikeButton } from "./LikeButton";

/** An ad's safety corner is a chunk of its own: the ad draws first, the tips and the report come in beside it. */
export const loadPostSafety = () => import("./PostSafety");

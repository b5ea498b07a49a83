// Written by scripts/icons/build-sprite.ts (npm run icons): the sprite's address, immutable.
export const SPRITE_URL = "/icons/36a2f04da91e.svg";

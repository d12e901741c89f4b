// The save picker behind a feed card's `Save`, fetched when a card's Save is pointed at, focused or
// pressed: the feed pages show Pins, and most visits save none (the picker and its machines are
// ~26 KB gzipped a feed page would otherwise load before its first paint).
export { SaveToBoardModal } from '@pinstack/react-ui';

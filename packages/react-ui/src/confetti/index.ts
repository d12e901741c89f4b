export { BoardCreatedConfetti } from './BoardCreatedConfetti.js';

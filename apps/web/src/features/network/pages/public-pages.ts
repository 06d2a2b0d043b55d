// The capture form and its thank-you page travel as one chunk: a visitor who opens one opens the other.
export { CapturePage } from './capture-page';
export { ThanksPage } from './thanks-page';

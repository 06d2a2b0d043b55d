/** The marketing pages use the one logo of the app. */
export { Logo as Wordmark } from '../../../components/logo';

export { AboutPage } from './components/about-page';

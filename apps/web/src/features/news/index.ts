export { NewsTab } from './components/news-tab';

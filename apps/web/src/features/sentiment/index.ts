export { SentimentWidget } from './components/sentiment-widget';

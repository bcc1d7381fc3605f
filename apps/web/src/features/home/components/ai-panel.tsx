import './home.css';

/** docs/screens.md#ai-and-about: the AI tab only says "Coming soon...". */
export function AiPanel() {
  return <p className="tl-coming-soon">Coming soon...</p>;
}

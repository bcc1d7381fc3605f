export function AppFooter() {
  return (
    <footer className="tl-footer">
      <p className="tl-body2">© 2025 Takeline. All rights reserved. Free to play; no real money.</p>
    </footer>
  );
}

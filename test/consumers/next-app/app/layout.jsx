import 'mcp-elicitation-react/styles.css';

export const metadata = { title: 'mcp-elicitation-react in Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

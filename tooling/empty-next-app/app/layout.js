// The yardstick (issue 31): Next's own root layout, nothing of ours.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

// Runs once when the server starts: an invalid environment stops it with a message naming the variable.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverConfig } = await import('@/lib/server/config');
    serverConfig();
  }
}

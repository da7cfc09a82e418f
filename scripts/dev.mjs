// Development: the API server (restarts on change) and Vite's dev server with hot reload.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], { stdio: "inherit", env: process.env }),
  spawn("npx", ["vite"], { stdio: "inherit", env: process.env }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);

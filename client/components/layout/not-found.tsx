import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { Card } from "../ui/card";

export function NotFoundPage() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-16">
      <Card className="w-full">
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
          <Link
            href="/"
            className="text-sm font-medium text-royal-700 underline dark:text-royal-300"
          >
            Go to the home page
          </Link>
        </div>
      </Card>
    </div>
  );
}

-- CreateTable
CREATE TABLE "ShoppingUndo" (
    "userId" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "items" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShoppingUndo_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "ShoppingUndo" ADD CONSTRAINT "ShoppingUndo_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


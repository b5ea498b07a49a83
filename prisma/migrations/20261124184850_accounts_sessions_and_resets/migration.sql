-- AlterEnum
ALTER TYPE "EmailTemplateType" ADD VALUE 'passwordReset';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "sessionVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Sessions end when the password or the role changes, whoever changes them (the application, a
-- script, an administrator in psql): every token carries the sessionVersion it was issued under
-- (lib/server/auth/current-user.ts), and this trigger raises the version with such a change.
CREATE FUNCTION "user_session_version_bump"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW."passwordHash" IS DISTINCT FROM OLD."passwordHash" OR NEW."role" IS DISTINCT FROM OLD."role" THEN
    NEW."sessionVersion" := GREATEST(NEW."sessionVersion", OLD."sessionVersion" + 1);
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "User_session_version_bump"
BEFORE UPDATE OF "passwordHash", "role" ON "User"
FOR EACH ROW EXECUTE FUNCTION "user_session_version_bump"();

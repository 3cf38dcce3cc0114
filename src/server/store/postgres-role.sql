-- The PostgreSQL role the server should connect as (DATABASE_URL): it owns its own database and nothing else.
-- Run once as a superuser (psql -v ON_ERROR_STOP=1 -f src/server/store/postgres-role.sql), with your own password.
-- The server then creates and migrates its tables itself; it needs no other right.
--   no SUPERUSER:   no pg_read_file, COPY to or from server files, lo_import, untrusted languages or extensions
--   no CREATEDB, CREATEROLE, REPLICATION, BYPASSRLS: it cannot make databases or roles, or read the WAL
--   CONNECT only to its own database; its schema is the database's public schema, which the owner controls
-- tests/store/postgresRole.test.ts runs this file and proves each point.
CREATE ROLE seffaflik_app LOGIN PASSWORD 'change-me' NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS CONNECTION LIMIT 50;
CREATE DATABASE seffaflik OWNER seffaflik_app TEMPLATE template0 ENCODING 'UTF8';
REVOKE ALL ON DATABASE seffaflik FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE seffaflik TO seffaflik_app;

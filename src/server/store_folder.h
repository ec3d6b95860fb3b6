/* store_folder.h - the SQLite store's folder (store_folder.c): the files
 * beside arnak.db and what is done to them by name.  Only the store's files
 * include it. */
#ifndef SRV_STORE_FOLDER_H
#define SRV_STORE_FOLDER_H

#include <stddef.h>

/* The size of a file, or -1 when there is none. */
long long srv_file_size(const char *path);
/* The folder made 0700, or tightened to it: 0, or -1 with a message. */
int srv_folder_private(const char *dir, char *err, size_t n);
/* arnak.db (path db) and its -wal, -shm and .marker tightened to 0600 by
 * name: 0, or -1 with a message when the database file itself cannot be. */
int srv_folder_private_files(const char *db, char *err, size_t n);
/* The folder's one writer: DIR/arnak.pid locked (flock), the pid in it.  The
 * descriptor (kept open while the store is), -1 with a message, or -2 when
 * another process has it (the message names that process). */
int srv_folder_take(const char *dir, char *err, size_t n);
/* The marker file `path` (arnak.db.marker), made once: 0, or -1 with a message. */
int srv_folder_marker(const char *path, char *err, size_t n);
/* fsync of a file or folder by name (open flags: O_RDONLY, | O_DIRECTORY):
 * 0 or -1.  Never for arnak.db. */
int srv_sync_path(const char *path, int flags);
/* The folder of a path into dir ("." for a bare name). */
void srv_folder_of(const char *path, char *dir, size_t n);
/* The online backup of the store at `where` (a folder, or a database file)
 * into the new file `out`, its key beside it as out.key: 0, or -1 with a
 * message (store_backend.h, backup). */
int srv_sqlite_backup(const char *where, const char *out, char *err, size_t n);

#endif

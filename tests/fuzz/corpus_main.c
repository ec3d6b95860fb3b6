/* corpus_main.c - runs one fuzz target (tests/fuzz_*.c) over every file of its
 * corpus, outside libFuzzer: the regression test of the corpus kept in
 * tests/fuzz/corpus/ (CTest fuzz_corpus_*, in the normal and the sanitizer
 * builds).  A target traps on a broken invariant, so a failure is a crash
 * naming the file; the last line counts the inputs run.
 *
 *   corpus_NAME DIR...   every regular file of each DIR (or a FILE itself) */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static long g_inputs;

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    static uint8_t buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf, f);
    int bad = ferror(f) || !feof(f);
    fclose(f);
    if (bad) {
        fprintf(stderr, "%s: cannot read it whole (limit %zu bytes)\n", path, sizeof buf);
        return 1;
    }
    /* a copy of exactly n bytes, so that ASan sees a read past the input */
    uint8_t *copy = malloc(n ? n : 1);
    if (!copy)
        return 1;
    memcpy(copy, buf, n);
    fprintf(stderr, "%s\n", path); /* named before it runs: a crash shows which */
    LLVMFuzzerTestOneInput(copy, n);
    free(copy);
    g_inputs++;
    return 0;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int run_path(const char *path)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        perror(path);
        return 1;
    }
    if (!S_ISDIR(sb.st_mode))
        return run_file(path);
    DIR *d = opendir(path);
    if (!d) {
        perror(path);
        return 1;
    }
    char *names[4096];
    int n = 0, rc = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 4096)
        if (e->d_name[0] != '.')
            names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_names); /* the same order every run */
    for (int i = 0; i < n; i++) {
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", path, names[i]);
        rc |= run_file(full);
        free(names[i]);
    }
    return rc;
}

int main(int argc, char **argv)
{
    int rc = 0;
    for (int i = 1; i < argc; i++)
        rc |= run_path(argv[i]);
    printf("%ld inputs run, %s\n", g_inputs, rc ? "some could not be read" : "no failure");
    return rc;
}

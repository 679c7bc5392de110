# pfcheck as a container image: the release archive on a slim JRE, run as a non-root user, in /work.
#   docker build -t pfcheck .        (add --build-arg PFCHECK_COMMIT=$(git rev-parse HEAD): .git stays out)
#   docker run --rm -v "$PWD:/work" pfcheck check fabric.pfc
# Reports written into /work belong to the image's user (uid 10001) unless it runs as yours:
#   docker run --rm -u "$(id -u):$(id -g)" -v "$PWD:/work" pfcheck check fabric.pfc --report reports
# dist/image-test.sh builds it and runs it on the examples where a container engine runs.

# The build: the same `mvn package` that makes the release archive.
FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
COPY . .
ARG PFCHECK_COMMIT=
RUN mvn -B -q -DskipTests ${PFCHECK_COMMIT:+-Dpfcheck.commit=$PFCHECK_COMMIT} package -pl dist -am \
 && mkdir /release \
 && tar -xzf dist/target/pfcheck-*.tar.gz -C /release --strip-components=1

# The image: a JRE on Ubuntu (glibc, which Z3's native libraries need: not Alpine), the release in
# /opt/pfcheck (read-only for the user), its class-data archive made here once.
FROM eclipse-temurin:17-jre
COPY --from=build /release /opt/pfcheck
RUN status=0; /opt/pfcheck/pfcheck check /opt/pfcheck/examples/sigcomm16-flood-deadlock.pfc --quiet || status=$?; \
    [ "$status" -eq 1 ] && ls /opt/pfcheck/pfcheck-*.jsa >/dev/null \
 && groupadd --system --gid 10001 pfcheck \
 && useradd --system --uid 10001 --gid 10001 --home-dir /work --no-create-home --shell /usr/sbin/nologin pfcheck \
 && mkdir /work && chown pfcheck:pfcheck /work
USER 10001:10001
WORKDIR /work
ENTRYPOINT ["/opt/pfcheck/pfcheck"]
CMD ["--help"]

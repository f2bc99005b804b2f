@echo off
rem DC Lab launcher for Windows, in an unpacked DC Lab beside its plugins folder.
rem   dclab.cmd [-data DIR] [FILE.dclab ...]   open the workbench (workspace: DIR, default %USERPROFILE%\.dclab\workspace),
rem                                            with those scenarios in editors
rem   dclab.cmd ARGS...                        run the command line (dclab.cmd --help lists the commands)
rem Environment: JAVA_HOME, the Java (17 or later) to run with, otherwise java on the PATH; DCLAB_JAVA_OPTS, JVM options
rem (default -Xmx2g). DC Lab keeps its state in %LOCALAPPDATA%\DC Lab and writes nothing into this folder.
rem The ./dclab script of Linux and macOS does the same; the command line here starts through the OSGi framework.
setlocal EnableExtensions DisableDelayedExpansion

set "product=%~dp0"
set "product=%product:~0,-1%"
set "install=install one (Eclipse Temurin from adoptium.net: the Windows x64 .msi), or set JAVA_HOME to one"

set "java="
if not defined JAVA_HOME goto java_on_path
set "java=%JAVA_HOME%\bin\java.exe"
if exist "%java%" goto java_found
>&2 echo dclab: JAVA_HOME is %JAVA_HOME%, which has no bin\java.exe. DC Lab needs Java 17 or later: %install%
goto fail
:java_on_path
for %%j in (java.exe) do set "java=%%~$PATH:j"
if defined java goto java_found
>&2 echo dclab: DC Lab needs Java 17 or later and found none: %install%
goto fail

:java_found
rem One start of java tells both its version and the processor it is for; "call" keeps a quoted path intact.
set "major="
set "arch="
for /f "tokens=1,2 delims== " %%a in ('call "%java%" -XshowSettings:properties -version 2^>^&1') do (
  if "%%a"=="java.specification.version" set "major=%%b"
  if "%%a"=="os.arch" set "arch=%%b"
)
if defined major goto java_version
>&2 echo dclab: %java% did not start. DC Lab needs Java 17 or later: %install%
goto fail
:java_version
if "%major:~0,2%"=="1." goto old_java
if %major% LSS 17 goto old_java
rem SWT's natives in this DC Lab are for x86_64: a 32-bit or an ARM Java cannot load them.
if /i "%arch%"=="amd64" goto java_ok
if /i "%arch%"=="x86_64" goto java_ok
>&2 echo dclab: the Java at %java% is for %arch% processors, and this DC Lab is for x86_64 ones: install a 64-bit x64 Java 17 or later, or set JAVA_HOME to one
goto fail
:old_java
>&2 echo dclab: Java %major% found at %java%, and DC Lab needs Java 17 or later: %install%
goto fail

:java_ok
set "jar="
for %%j in ("%product%\plugins\org.eclipse.equinox.launcher_*.jar") do set "jar=%%~fj"
if defined jar goto jar_found
>&2 echo dclab: no launcher jar in %product%\plugins: unpack DC Lab again
goto fail
:jar_found

rem The framework caches its state in a configuration area of the user's, laid over the product's own configuration
rem (cascaded), so nothing is written into this folder. One area per install folder, named after its path.
if defined LOCALAPPDATA (set "state=%LOCALAPPDATA%\DC Lab") else set "state=%TEMP%\DC Lab"
set "key=%product::=%"
set "key=%key:\=-%"
set "key=%key: =_%"
set "configuration=%state%\configuration-%key:~-60%"
if not exist "%state%" mkdir "%state%"

if defined DCLAB_JAVA_OPTS (set "opts=%DCLAB_JAVA_OPTS%") else set "opts=-Xmx2g"
rem Running out of a heap the user sized is theirs to change (exit 1); out of the default one, DC Lab's limit (exit 2).
echo %DCLAB_JAVA_OPTS% | findstr /c:"-Xmx" >nul && set "opts=%opts% -Ddclab.heap=user"
set opts=%opts% -Dosgi.configuration.cascaded=true "-Dosgi.sharedConfiguration.area=%product%\configuration" "-XX:ErrorFile=%state%\hs_err_pid%%p.log"

rem The workbench when the arguments are at most a workspace and scenario files; the command line otherwise.
set "workspace=%USERPROFILE%\.dclab\workspace"
set "workbench=1"
if /i not "%~1"=="-data" goto scan
if "%~2"=="" goto scan
set "workspace=%~2"
set "data_given=1"
shift
shift
:scan
if "%~1"=="" goto scanned
set "arg=%~1"
if "%arg:~0,1%"=="-" set "workbench=0"
if /i not "%~x1"==".dclab" set "workbench=0"
shift
goto scan
:scanned

if "%workbench%"=="0" goto command_line
if not exist "%workspace%" mkdir "%workspace%"
for %%j in ("%java%") do set "javaw=%%~dpjjavaw.exe"
if not exist "%javaw%" set "javaw=%java%"
rem javaw and start: the workbench gets no console window, and this one closes at once. No %%variable%% that may hold a
rem ")" (a path, a file name) stands in a block in parentheses in this script: it would end the block.
if defined data_given goto start_workbench
start "DC Lab" "%javaw%" %opts% -jar "%jar%" -configuration "%configuration%" -data "%workspace%" -nosplash %*
exit /b 0
:start_workbench
start "DC Lab" "%javaw%" %opts% -jar "%jar%" -configuration "%configuration%" -nosplash %*
exit /b 0

:command_line
rem A simulation allocates packets fast on one thread and keeps few of them: the throughput collector suits it.
if not defined DCLAB_JAVA_OPTS set "opts=%opts% -XX:+UseParallelGC"
"%java%" %opts% -jar "%jar%" -configuration "%configuration%" -application org.dclab.cli.application -data @none -nosplash %*
exit /b %errorlevel%

:fail
rem Started by a double-click, the window would close before the message could be read.
echo "%cmdcmdline%" | findstr /i /c:"%~nx0" >nul && pause
exit /b 2

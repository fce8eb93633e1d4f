package agenda.storagerules;

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.firestore.v1.Document;
import com.google.firestore.v1.Value;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;

/**
 * The Cloud Storage rules runtime that firebase-tools 14 starts with `java -jar <jar> serve`, built on
 * Google's rules compiler and evaluator (the `firebase.storage` bindings inside the Cloud Firestore
 * emulator jar). This program only moves messages: firebase-tools' JSON lines in, Google's verdicts out.
 * It never decides a request itself.
 *
 * Protocol (node_modules/firebase-tools/lib/emulator/storage/rules/runtime.js): one JSON object per line
 * on stdin and stdout; `load_ruleset` and `verify` requests; during a verify, `firestore.get/exists` send
 * a `fetch_firestore_document` request that firebase-tools answers with the verify's id.
 *
 * `java -jar <jar> check` compiles and evaluates a small ruleset and prints "ok": the setup runs it after
 * building to prove that Google's classes still behave as this program expects.
 */
public final class StorageRulesRuntime {
  private static final String SERVICE = "firebase.storage";

  private final PrintStream out;
  private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();
  /** Verifies waiting for a Firestore document, by request id. */
  private final Map<Long, Verify> waiting = new ConcurrentHashMap<>();
  private final ExecutorService workers = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "verify");
    thread.setDaemon(true);
    return thread;
  });

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    // stdout carries the protocol and nothing else; stderr is read by firebase-tools as warnings (a line
    // with "jarfile" aborts it). Library output goes to $STORAGE_RULES_RUNTIME_LOG or nowhere.
    PrintStream protocol = new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
    String logFile = System.getenv("STORAGE_RULES_RUNTIME_LOG");
    PrintStream log = logFile == null || logFile.isEmpty()
        ? new PrintStream(OutputStream.nullOutputStream())
        : new PrintStream(new FileOutputStream(logFile, true), true, StandardCharsets.UTF_8);
    System.setOut(log);
    System.setErr(log);
    LogManager.getLogManager().reset();
    Logger.getLogger("").setLevel(logFile == null || logFile.isEmpty() ? Level.OFF : Level.INFO);

    if (args.length > 0 && args[0].equals("check")) {
      System.exit(check(protocol) ? 0 : 1);
    }
    if (args.length == 0 || !args[0].equals("serve")) {
      protocol.println("usage: java -jar storage-rules-runtime.jar serve|check");
      protocol.flush();
      System.exit(2);
    }
    new StorageRulesRuntime(protocol).serve();
  }

  private void serve() throws Exception {
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    send(ready);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.isBlank()) continue;
      try {
        handle(JsonParser.parseString(line).getAsJsonObject());
      } catch (Exception | LinkageError error) {
        System.err.println("Could not handle " + line);
        error.printStackTrace();
      }
    }
    System.exit(0);
  }

  private void handle(JsonObject message) {
    long id = message.get("id").getAsLong();
    String action = message.has("action") && !message.get("action").isJsonNull() ? message.get("action").getAsString() : null;
    if (action == null) {
      // The answer to a fetch_firestore_document of the verify with this id.
      Verify verify = waiting.remove(id);
      if (verify != null) verify.answered(message);
      return;
    }
    JsonObject context = message.getAsJsonObject("context");
    switch (action) {
      case "load_ruleset":
        send(loadRuleset(id, context));
        break;
      case "verify":
        workers.execute(() -> {
          try {
            new Verify(id, context).start();
          } catch (Exception | LinkageError error) {
            error.printStackTrace();
            send(verdict(id, false, error.toString()));
          }
        });
        break;
      default:
        JsonObject answer = new JsonObject();
        answer.addProperty("id", id);
        answer.addProperty("status", "error");
        answer.addProperty("message", "unknown action " + action);
        answer.add("errors", new JsonArray());
        send(answer);
    }
  }

  private synchronized void send(JsonObject message) {
    // One message per line; firebase-tools 14 parses each stdout chunk as one message, see the preload.
    out.print(message.toString() + "\n");
    out.flush();
  }

  // ---- load_ruleset --------------------------------------------------------------------------------

  static CompileResult compile(JsonArray files) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement element : files) {
      JsonObject file = element.getAsJsonObject();
      source.addFiles(File.newBuilder().setName(file.get("name").getAsString()).setContent(file.get("content").getAsString()));
    }
    FirebaseRulesLangOptions options = FirebaseRulesLangOptions.builder()
        .allowTernaryOperator(true)
        .allowCrossServiceRules(true)
        .build();
    return FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
  }

  private JsonObject loadRuleset(long id, JsonObject context) {
    CompileResult result = compile(context.getAsJsonObject("source").getAsJsonArray("files"));
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : result.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(describe(issue));
    }
    if (result.hasCompilationError() && errors.size() == 0) errors.add(describe(null));
    JsonObject answer = new JsonObject();
    answer.addProperty("id", id);
    answer.addProperty("status", "ok");
    JsonObject body = new JsonObject();
    if (!result.hasCompilationError()) {
      RulesetAst ast = result.getRulesetAst();
      rulesets.put(context.get("rulesetName").getAsString(), ast);
      body.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
    }
    answer.add("result", body);
    answer.add("errors", errors);
    answer.add("warnings", warnings);
    return answer;
  }

  /** An issue as firebase-tools logs it: a JSON string of {description_, sourcePosition_: {fileName_, line_}}. */
  private static String describe(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue == null ? "" : issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue == null ? 0 : issue.getSourcePosition().getLine());
    position.addProperty("column_", issue == null ? 0 : issue.getSourcePosition().getColumn());
    JsonObject described = new JsonObject();
    described.addProperty("description_", issue == null ? "The rules do not compile." : issue.getDescription());
    described.add("sourcePosition_", position);
    return described.toString();
  }

  // ---- verify ---------------------------------------------------------------------------------------

  private static JsonObject verdict(long id, boolean permit, String error) {
    JsonObject answer = new JsonObject();
    answer.addProperty("id", id);
    answer.addProperty("status", "ok");
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    answer.add("result", result);
    JsonArray errors = new JsonArray();
    if (error != null) errors.add(error);
    answer.add("errors", errors);
    answer.add("warnings", new JsonArray());
    return answer;
  }

  static ExpressionValue expression(JsonElement json) throws Exception {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    JsonFormat.parser().merge(json.toString(), value);
    return value.build();
  }

  static ExpressionPathValue objectPath(String path) {
    List<String> segments = new ArrayList<>();
    for (String segment : path.split("/")) if (!segment.isEmpty()) segments.add(segment);
    return ExpressionValueUtils.segmentsToPathExpressions(segments).getPathValue();
  }

  /** The rules context of one request; it implements every storage method's context interface. */
  abstract static class Context implements FirebaseStorageService.FirebaseStorageGetContext,
      FirebaseStorageService.FirebaseStorageListContext, FirebaseStorageService.FirebaseStorageCreateContext,
      FirebaseStorageService.FirebaseStorageUpdateContext, FirebaseStorageService.FirebaseStorageDeleteContext {
    private final ExpressionPathValue path;
    private final ExpressionMapValue request;
    private final ExpressionValue resource;

    Context(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource) {
      this.path = path;
      this.request = request;
      this.resource = resource;
    }

    @Override public ExpressionPathValue path() { return path; }
    @Override public ExpressionMapValue request() { return request; }
    @Override public ListenableFuture<ExpressionValue> resource() { return Futures.immediateFuture(resource); }
    @Override public ExpressionValue debug(ExpressionValue value) {
      System.err.println("debug: " + value);
      return value;
    }

    /** The Firestore document at `path` (/databases/…/documents/…), or null when there is none. */
    abstract ListenableFuture<Document> document(String path);

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue documentPath, SourcePosition position) {
      return lookUp(documentPath, position, true);
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue documentPath, SourcePosition position) {
      return lookUp(documentPath, position, false);
    }

    private ListenableFuture<ExpressionValue> lookUp(ExpressionPathValue documentPath, SourcePosition position, boolean get) {
      String path;
      try {
        path = "/" + String.join("/", ExpressionValueUtils.getPathSegments(position, documentPath));
      } catch (EvaluationException error) {
        return Futures.immediateFailedFuture(error);
      }
      return Futures.transformAsync(document(path), found -> {
        if (!get) return Futures.immediateFuture(ExpressionValueUtils.createValue(found != null));
        if (found == null) {
          return Futures.immediateFailedFuture(EvaluationException.makeServiceCallError(
              position, "firestore.get", "Document " + path + " does not exist.", null));
        }
        return Futures.immediateFuture(documentValue(found));
      }, MoreExecutors.directExecutor());
    }
  }

  static AuthRuleEvaluator.RuleContext ruleContext(String method, Context context) {
    switch (method) {
      case "get": return FirebaseStorageGetContextConverter.convert(context);
      case "list": return FirebaseStorageListContextConverter.convert(context);
      case "create": return FirebaseStorageCreateContextConverter.convert(context);
      case "update": return FirebaseStorageUpdateContextConverter.convert(context);
      case "delete": return FirebaseStorageDeleteContextConverter.convert(context);
      default: throw new IllegalArgumentException("unknown method " + method);
    }
  }

  static ListenableFuture<EvaluationResult> evaluate(RulesetAst ast, String method, Context context) {
    return new DefaultEvaluator(ast, ImmutableList.of(), EvaluationRestrictions.builder().build())
        .evaluate(ruleContext(method, context));
  }

  /** One verify request: its Firestore look-ups go to firebase-tools one at a time, each document once. */
  private final class Verify extends Context {
    private final long id;
    private final String method;
    private final RulesetAst ast;
    private final Map<String, SettableFuture<Document>> documents = new HashMap<>();
    private final ArrayDeque<String> queue = new ArrayDeque<>();
    private String inFlight;

    Verify(long id, JsonObject context) throws Exception {
      super(objectPath(context.get("path").getAsString()),
          expression(context.getAsJsonObject("variables").get("request")).getMapValue(),
          expression(context.getAsJsonObject("variables").get("resource")));
      this.id = id;
      this.method = context.get("method").getAsString();
      this.ast = rulesets.get(context.get("rulesetName").getAsString());
      if (!SERVICE.equals(context.get("service").getAsString())) throw new IllegalArgumentException("service " + context.get("service"));
    }

    void start() {
      if (ast == null) {
        send(verdict(id, false, "No ruleset is loaded."));
        return;
      }
      Futures.addCallback(evaluate(ast, method, this), new FutureCallback<EvaluationResult>() {
        @Override public void onSuccess(EvaluationResult result) {
          send(verdict(id, result.permit(), null));
        }

        @Override public void onFailure(Throwable error) {
          // Every applicable allow failed to evaluate: Google's engine denies.
          System.err.println("verify " + id + " denied by an evaluation error: " + error);
          send(verdict(id, false, null));
        }
      }, MoreExecutors.directExecutor());
    }

    @Override
    synchronized ListenableFuture<Document> document(String path) {
      SettableFuture<Document> known = documents.get(path);
      if (known != null) return known;
      SettableFuture<Document> future = SettableFuture.create();
      documents.put(path, future);
      queue.add(path);
      sendNext();
      return future;
    }

    private synchronized void sendNext() {
      if (inFlight != null || queue.isEmpty()) return;
      inFlight = queue.poll();
      waiting.put(id, this);
      JsonObject request = new JsonObject();
      request.addProperty("server_request_id", id);
      request.addProperty("status", "ok");
      request.addProperty("action", "fetch_firestore_document");
      JsonObject context = new JsonObject();
      context.addProperty("path", inFlight);
      request.add("context", context);
      send(request);
    }

    void answered(JsonObject message) {
      SettableFuture<Document> future;
      synchronized (this) {
        future = documents.get(inFlight);
        inFlight = null;
      }
      try {
        JsonElement result = message.get("result");
        if ("ok".equals(message.get("status").getAsString()) && result != null && result.isJsonObject()) {
          Document.Builder document = Document.newBuilder();
          JsonFormat.parser().ignoringUnknownFields().merge(result.toString(), document);
          future.set(document.build());
        } else {
          future.set(null);
        }
      } catch (Exception error) {
        future.setException(error);
      }
      sendNext();
    }
  }

  // ---- Firestore documents as rules values (the shape of the Firestore emulator's own converter) -----

  /** `projects/p/databases/d/documents/c/x` → the rules path `/databases/d/documents/c/x`. */
  private static List<String> documentSegments(String name) {
    List<String> segments = new ArrayList<>(Arrays.asList(name.split("/")));
    if (segments.size() > 2 && segments.get(0).equals("projects")) segments = segments.subList(2, segments.size());
    return segments;
  }

  static ExpressionValue documentValue(Document document) {
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    document.getFieldsMap().forEach((key, value) -> data.putFields(key, firestoreValue(value)));
    List<String> segments = documentSegments(document.getName());
    return ExpressionValue.newBuilder().setMapValue(ExpressionMapValue.newBuilder()
        .putFields("data", ExpressionValue.newBuilder().setMapValue(data).build())
        .putFields("__name__", ExpressionValueUtils.segmentsToPathExpressions(segments))
        .putFields("id", ExpressionValueUtils.createValue(segments.get(segments.size() - 1)))).build();
  }

  static ExpressionValue firestoreValue(Value value) {
    ExpressionValue.Builder result = ExpressionValue.newBuilder();
    switch (value.getValueTypeCase()) {
      case BOOLEAN_VALUE: return result.setBoolValue(value.getBooleanValue()).build();
      case INTEGER_VALUE: return result.setIntValue(value.getIntegerValue()).build();
      case DOUBLE_VALUE: return result.setFloatValue(value.getDoubleValue()).build();
      case TIMESTAMP_VALUE: return result.setTimestampValue(value.getTimestampValue()).build();
      case STRING_VALUE: return result.setStringValue(value.getStringValue()).build();
      case BYTES_VALUE: return result.setBytesValue(value.getBytesValue()).build();
      case REFERENCE_VALUE: return ExpressionValueUtils.segmentsToPathExpressions(documentSegments(value.getReferenceValue()));
      case GEO_POINT_VALUE: return result.setLatlngValue(value.getGeoPointValue()).build();
      case ARRAY_VALUE: {
        ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
        for (Value item : value.getArrayValue().getValuesList()) list.addValues(firestoreValue(item));
        return result.setListValue(list).build();
      }
      case MAP_VALUE: {
        ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
        value.getMapValue().getFieldsMap().forEach((key, item) -> map.putFields(key, firestoreValue(item)));
        return result.setMapValue(map).build();
      }
      default: return result.setNullValue(NullValue.NULL_VALUE).build();
    }
  }

  // ---- check ------------------------------------------------------------------------------------------

  /** Compiles a broken and a good ruleset and evaluates a request that reads a document. */
  private static boolean check(PrintStream out) {
    try {
      JsonArray broken = JsonParser.parseString(
          "[{\"name\":\"broken.rules\",\"content\":\"rules_version = '2'; service firebase.storage { match /b/{b}/o { allow read: if ; } }\"}]")
          .getAsJsonArray();
      if (!compile(broken).hasCompilationError()) throw new IllegalStateException("a broken ruleset compiled");
      JsonArray good = JsonParser.parseString("[{\"name\":\"check.rules\",\"content\":"
          + "\"rules_version = '2'; service firebase.storage { match /b/{bucket}/o { match /e/{id}/{file} {"
          + " allow get: if request.auth.uid in firestore.get(/databases/(default)/documents/events/$(id)).data.organizers;"
          + " allow list: if firestore.exists(/databases/(default)/documents/events/$(id)); } } }\"}]").getAsJsonArray();
      CompileResult result = compile(good);
      if (result.hasCompilationError()) throw new IllegalStateException("the check ruleset did not compile: " + result.getIssues());
      ExpressionValue request = expression(JsonParser.parseString(
          "{\"map_value\":{\"fields\":{\"auth\":{\"map_value\":{\"fields\":{\"uid\":{\"string_value\":\"u1\"}}}},"
          + "\"time\":{\"timestamp_value\":\"2025-01-01T00:00:00.000Z\"}}}}"));
      Document event = Document.newBuilder().setName("projects/p/databases/(default)/documents/events/x")
          .putFields("organizers", Value.newBuilder().setArrayValue(com.google.firestore.v1.ArrayValue.newBuilder()
              .addValues(Value.newBuilder().setStringValue("u1"))).build()).build();
      class Fixed extends Context {
        Fixed() {
          super(objectPath("/b/bucket/o/e/x/f.png"), request.getMapValue(), ExpressionValueUtils.NULL);
        }

        @Override ListenableFuture<Document> document(String path) {
          return Futures.immediateFuture(path.equals("/databases/(default)/documents/events/x") ? event : null);
        }
      }
      boolean get = evaluate(result.getRulesetAst(), "get", new Fixed()).get().permit();
      boolean list = evaluate(result.getRulesetAst(), "list", new Fixed()).get().permit();
      boolean delete;
      try {
        delete = evaluate(result.getRulesetAst(), "delete", new Fixed()).get().permit();
      } catch (java.util.concurrent.ExecutionException denied) {
        delete = false;
      }
      if (!get || !list || delete) throw new IllegalStateException("unexpected verdicts get=" + get + " list=" + list + " delete=" + delete);
      out.println("ok");
      out.flush();
      return true;
    } catch (Exception | LinkageError error) {
      out.println("failed: " + error);
      out.flush();
      return false;
    }
  }
}
